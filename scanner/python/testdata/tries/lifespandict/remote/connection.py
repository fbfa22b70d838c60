class ConnectionManager:
    def __init__(self, storage):
        self.storage = storage
        self._connections = {}

    async def _get_with_id(self, device):
        if device is None:
            if len(self._connections) == 1:
                return next(iter(self._connections.items()))
            raise ValueError("No devices found on network")  # want: raisederror
        if device not in self._connections:
            raise ValueError(f"Device '{device}' not found")  # want: raisederror
        return device, self._connections[device]

    async def execute(self, device, operation):
        _, box = await self._get_with_id(device)
        return await operation(box)


class Recorder:
    def record(self, name):
        if not name:
            # Fine: no tool reaches it; the lifespan builds no Recorder.
            raise ValueError("a name is required")
        return name
