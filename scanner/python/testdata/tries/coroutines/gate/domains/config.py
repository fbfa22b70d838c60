from ..main import gate_state


async def get_gate_client():
    """The client of the configured gate (a coroutine function)."""
    return await gate_state.get_client()


def gate_site():
    """The configured site's name (a plain function)."""
    return gate_state.site_name()
