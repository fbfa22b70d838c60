def open_valve(valve_id: str) -> bool:
    if not valve_id.startswith("v"):
        raise ValueError(f"no valve {valve_id}")  # want: raisederror function=open_valve
    return True
