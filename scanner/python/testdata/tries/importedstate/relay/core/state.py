class NotConfigured(Exception):
    pass


class RelayState:
    def __init__(self):
        self.client = None

    async def get_client(self):
        if self.client is None:
            raise NotConfigured("relay not configured: call configure_relay first")  # want: raisederror related=relay/domains/config.py:6,relay/domains/switches.py:6,relay/domains/switches.py:7
        return self.client

    def reset(self):
        # Fine: no tool reaches it.
        raise NotConfigured("nothing to reset")
