class NotConfigured(Exception):
    pass


class GateState:
    def __init__(self):
        self.client = None
        self.name = None

    async def get_client(self):
        if self.client is None:
            raise NotConfigured("gate not configured: call configure_gate first")  # want: raisederror related=gate/domains/alarms.py:24,gate/domains/alarms.py:25,gate/domains/config.py:6,gate/domains/doors.py:17,gate/domains/doors.py:23,gate/domains/doors.py:30
        return self.client

    def site_name(self):
        if self.name is None:
            raise NotConfigured("no site name: call configure_gate first")  # want: raisederror related=gate/domains/alarms.py:32,gate/domains/alarms.py:33,gate/domains/config.py:11,gate/domains/doors.py:37
        return self.name
