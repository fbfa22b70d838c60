from . import valve_service, valve_tools
