"""A mixer server whose tools answer a missing connection, an expired flow or a failed check
with a text naming what to do, and empty answers that only suggest what to do next."""

import os
import time

from mcp.server.fastmcp import FastMCP

from mixer.utils.messages import MixerError

mcp = FastMCP("mixer")
flow: dict = {}
levels: dict = {}


class ServerFault(Exception):
    pass


def _poll(code: str) -> str:
    if os.environ.get("AUTH_DOWN"):
        raise ServerFault(code)
    return code


@mcp.tool()
def mixer_levels() -> str:
    """Read the meter levels."""
    if not os.environ.get("MIXER_HOST"):
        return MixerError.not_connected()
    return str(levels)


@mcp.tool()
def mixer_mute(channel: int) -> str:
    """Mute a channel."""
    if not os.environ.get("MIXER_HOST"):
        return MixerError.not_connected()
    levels[channel] = 0
    return f"Channel {channel} muted."


@mcp.tool()
def mixer_resume() -> str:
    """Resume the mixer session."""
    if flow.get("expires_at", 0) < time.time():
        return MixerError.session_expired()  # want: softerror shape=unknown related=mixer/utils/messages.py:18
    return MixerError.connected_note(flow.get("host", ""))


@mcp.tool()
def mixer_status() -> str:
    """Say whether the mixer is reachable."""
    return MixerError.offline_note()


@mcp.tool()
def list_scenes() -> str:
    """List the stored scenes."""
    scenes = levels.get("scenes")
    if not scenes:
        # Fine: an empty listing that suggests how to make one is still an empty answer.
        return "No scenes found. Use the save_scene tool to create one."
    return str(scenes)


@mcp.tool()
def start_pairing() -> str:
    """Pair with the mixer's app."""
    if not flow.get("device_code"):
        # BAD: no flow to pair in, and which tool begins it.
        return "No active pairing flow. Use the `start_auth` tool to begin authentication."  # want: softerror shape=prose-only
    return "Paired."


@mcp.tool()
def check_auth_status() -> str:
    """Check the status of an ongoing device authentication flow."""
    if not flow.get("device_code"):
        # BAD: the check cannot run before a flow starts; the text says which tool begins one.
        return (  # want: softerror shape=prose-only
            "No active authentication flow. "
            "Use the `start_auth` tool to begin authentication."
        )
    if flow.get("expires_at", 0) < time.time():
        # BAD: the flow lapsed, and how to start a new one.
        return "Authentication flow expired. Please start a new one with the `start_auth` tool."  # want: softerror shape=prose-only
    if not flow.get("token"):
        # Fine: a probe's answer, that the user is not authenticated yet.
        return "Not authenticated yet. Use the `start_auth` tool first."
    try:
        _poll(flow["device_code"])
    except ServerFault:
        # BAD: the check itself could not run.
        return (  # want: softerror shape=prose-only
            "# Authorization Check Failed\n\n"
            "Unable to check authorization status due to a server error. Please wait and try again."
        )
    except ValueError:
        # Fine: the probe's answer, that authorization failed.
        return "Authorization failed: the code was denied."
    return "Authenticated."


def check_login_status() -> str:
    """Poll the login flow a probe tool hands on."""
    if not flow.get("login_code"):
        # BAD: the probe's own failure, named by the tool's finding.
        return "No active login flow. Use the `start_login` tool to begin the login."
    if not flow.get("token"):
        # Fine: the probe's answer.
        return "Not logged in yet."
    return "Logged in."


@mcp.tool(name="check_login_status")
def check_login_status_tool() -> str:
    return check_login_status()  # want: softerror shape=prose-only related=mixer/server.py:109


@mcp.tool()
def check_auth_connection() -> str:
    """Test the connection to the auth service."""
    if not os.environ.get("AUTH_HOST"):
        # Fine: a probe's answer that the dependency is down.
        return "Connection failed: AUTH_HOST is not set."
    return "Connected."


@mcp.tool()
def render_scene(scene: str) -> str:
    """Render a scene on the mixer's engine."""
    if not os.environ.get("ENGINE_PID"):
        # BAD: the engine the call needs is down, and how to start it.
        return "Render engine is not running. Please start the engine first."  # want: softerror shape=prose-only
    return f"Rendered {scene}."


@mcp.tool()
def engine_status() -> str:
    """Check whether the render engine is running."""
    if not os.environ.get("ENGINE_PID"):
        # Fine: the probe's answer, with how to start the engine.
        return "Render engine is not running. Please start the engine first."
    return "Render engine is running."


@mcp.tool()
def engine_note() -> str:
    """Say how the render engine is doing."""
    if not os.environ.get("ENGINE_PID"):
        # Fine: a state reported, with no step the call needs.
        return "Render engine is not running."
    return "Render engine is running."


def open_viewer() -> str:
    if not os.environ.get("VIEWER_PATH"):
        # BAD (a tag, in Spanish): the viewer is not set up, and which tool sets it up.
        return "[WARN] Visor no configurado. Ejecuta mixer_setup() primero."
    return "[OK] Visor abierto."


@mcp.tool()
def mixer_view() -> str:
    return open_viewer()  # want: softerror shape=prose-only related=mixer/server.py:160
