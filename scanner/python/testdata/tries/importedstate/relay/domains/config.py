from ..main import relay_state


async def get_relay_client():
    """The client of the configured relay."""
    return await relay_state.get_client()
