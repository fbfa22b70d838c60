"""Zone names are area-number: north-1, west-3."""


def check_zone(zone):
    if zone.count("-") != 1:
        raise ValueError(f"zone {zone} is not of the form area-number")  # want: raisederror
