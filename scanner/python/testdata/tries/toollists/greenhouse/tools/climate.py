import logging

log = logging.getLogger(__name__)


def read_humidity(zone: str) -> float:
    try:
        return _sensor(zone)
    except Exception as e:
        log.error("humidity of %s: %s", zone, e)
        raise  # want: raisederror function=read_humidity


def set_heating(zone: str, celsius: float) -> bool:
    if celsius > 40:
        raise ValueError("heating above 40 C would cook the plants")  # want: raisederror function=set_heating
    return True


def calibrate(zone: str) -> bool:
    # Fine: only the list of retired tools holds it, and the server does not register those.
    raise ValueError("calibration needs a technician")


def _sensor(zone: str) -> float:
    return 0.5


def read_temperature(zone: str) -> dict:
    try:
        return {"zone": zone, "celsius": _sensor(zone) * 40}
    except Exception as e:
        return {"status": "error", "message": f"Failed to read the temperature of {zone}: {e}"}  # want: softerror function=read_temperature


def test_sensor_connection(zone: str) -> dict:
    # Fine: a probe, whose ordinary answer may be that the sensor is down.
    try:
        _sensor(zone)
        return {"status": "success", "zone": zone}
    except Exception as e:
        return {"status": "error", "message": f"Failed to reach the sensor of {zone}: {e}"}
