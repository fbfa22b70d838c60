"""FastMCP tools of a ticket desk: each returns a helper's failure as its own result."""

from mcp.server.fastmcp import FastMCP

from .responses import Failure, as_text, detailed_error, error_response, lookup_error, only_once, remote, respond

mcp = FastMCP("desk")


class DeskError(Exception):
    pass


def fetch(ticket_id):
    if ticket_id < 0:
        raise DeskError("bad id")
    return {"id": ticket_id}


def local_failure(reason):
    # Same file as the tools that return it as is: one finding here.
    return f"Error: {reason}"  # want: softerror related=desk/server.py:89,desk/server.py:101


@mcp.tool()
def get_ticket(ticket_id: int) -> dict:
    try:
        return fetch(ticket_id)
    except DeskError as e:
        return error_response(str(e))


@mcp.tool()
def close_ticket(ticket_id: int) -> dict:
    try:
        fetch(ticket_id)
    except DeskError as e:
        return error_response(str(e))
    return {"closed": ticket_id}


@mcp.tool()
def find_ticket(name: str) -> dict:
    if not name:
        return lookup_error(name)
    return {"name": name}


@mcp.tool()
def reopen_ticket(ticket_id: int) -> dict:
    try:
        return {"reopened": fetch(ticket_id)}
    except DeskError as e:
        return respond(None, error=str(e))  # want: softerror related=desk/responses.py:17


@mcp.tool()
def assign_ticket(ticket_id: int) -> str:
    try:
        fetch(ticket_id)
    except DeskError as e:
        return only_once(str(e))  # want: softerror
    return "assigned"


@mcp.tool()
def tag_ticket(ticket_id: int) -> str:
    try:
        fetch(ticket_id)
    except DeskError as e:
        return "tagging: " + as_text(str(e))  # want: softerror
    return "tagged"


@mcp.tool()
def untag_ticket(ticket_id: int) -> str:
    try:
        fetch(ticket_id)
    except DeskError as e:
        return "untagging: " + as_text(str(e))  # want: softerror
    return "untagged"


@mcp.tool()
def archive_ticket(ticket_id: int) -> str:
    try:
        fetch(ticket_id)
    except DeskError as e:
        return local_failure(str(e))
    return "archived"


@mcp.tool()
def delete_ticket(ticket_id: int) -> str:
    try:
        fetch(ticket_id)
    except DeskError as e:
        # The tool builds the failure itself: its own finding.
        return f"Error: {e}"  # want: softerror
    if ticket_id == 0:
        return local_failure("nothing to delete")
    return "deleted"


@mcp.tool()
def ticket_history(ticket_id: int) -> dict:
    return remote.get(f"history/{ticket_id}")


@mcp.tool()
def ticket_links(ticket_id: int) -> dict:
    return remote.get(f"links/{ticket_id}")


@mcp.tool()
def merge_ticket(ticket_id: int) -> dict:
    try:
        fetch(ticket_id)
    except DeskError as e:
        return Failure(str(e)).to_dict()  # want: softerror
    return {"merged": ticket_id}


@mcp.tool()
def split_ticket(ticket_id: int) -> dict:
    try:
        fetch(ticket_id)
    except DeskError as e:
        return Failure(str(e)).to_dict()  # want: softerror
    return {"split": ticket_id}


ON_CALL = []


def run_escalation(ticket_id, mode, notify=None, error_text=None):
    # The branch on the parameters picks a mode; the except clause below it reports what it
    # caught: the helper's own failure, which both tools return as is.
    if mode == "page" and notify:
        try:
            fetch(ticket_id)
        except DeskError as e:
            return {"status": "error", "message": f"cannot page {notify}: {e}"}  # want: softerror related=desk/server.py:148,desk/server.py:154,desk/server.py:159
    elif error_text:
        # Runs only on a flag a caller passes (none does): the caller's failure, not named above.
        return {"status": "error", "message": error_text}
    if not ON_CALL:
        return {"status": "error", "message": "nobody is on call"}
    return {"status": "escalated"}


@mcp.tool()
def page_ticket(ticket_id: int, on_call: str) -> dict:
    return run_escalation(ticket_id, "page", notify=on_call)


@mcp.tool()
def mail_ticket(ticket_id: int, to: str) -> dict:
    return run_escalation(ticket_id, "mail", notify=to)


@mcp.tool()
def freeze_ticket(ticket_id: int) -> dict:
    try:
        return fetch(ticket_id)
    except DeskError as e:
        return detailed_error(str(e), "/freeze")


@mcp.tool()
def thaw_ticket(ticket_id: int) -> dict:
    try:
        return fetch(ticket_id)
    except DeskError as e:
        return detailed_error(str(e), "/thaw")


def run_export(ticket_id, target, template=None, error=None, silent=False):
    # The tests that mix a parameter with a check of its value are decided by what the helper
    # finds, not by what a caller passes: the failures are its own, and both tools return them.
    if not target or not target.endswith(".csv"):
        return {"status": "failure", "error": f"not a CSV target: {target}"}  # want: softerror related=desk/server.py:184,desk/server.py:189,desk/server.py:195,desk/server.py:200
    if template and not template.endswith(".tpl"):
        return {"status": "failure", "error": f"not a template: {template}"}
    if error or silent:
        # Runs only on what a caller passes (none does): the caller's failure, not named above.
        return {"status": "failure", "error": error}
    if not ON_CALL:
        return {"status": "failure", "error": "nobody to export for"}
    return {"status": "exported", "ticket": ticket_id}


@mcp.tool()
def export_ticket(ticket_id: int, target: str) -> dict:
    return run_export(ticket_id, target)


@mcp.tool()
def export_ticket_as(ticket_id: int, target: str, template: str) -> dict:
    return run_export(ticket_id, target, template=template)


def relay(command):
    return {"output": command}


def run_command(command):
    # A failure assigned to a variable in one branch and returned after the cleanup every branch
    # shares: the shared return, and the assignment it comes from, are named with the first.
    if not ON_CALL:
        return "Error: nobody on call to run it"  # want: softerror related=desk/server.py:218,desk/server.py:214,desk/server.py:223,desk/server.py:228
    reply = relay(command)
    if reply.get("error"):
        response = f"Error: {reply['error']}"
    else:
        response = reply.get("output") or "done"
    reply.clear()
    return response


@mcp.tool()
def run_ticket_command(command: str) -> str:
    return run_command(command)


@mcp.tool()
def rerun_ticket_command(command: str) -> str:
    return run_command(command)


def run_quiet(command):
    # Neither branch assigns a failure: the shared return is no failure, and no finding.
    reply = relay(command)
    if reply.get("output"):
        response = reply["output"]
    else:
        response = "done"
    return response


@mcp.tool()
def quiet_ticket_command(command: str) -> str:
    return run_quiet(command)


@mcp.tool()
def quiet_ticket_rerun(command: str) -> str:
    return run_quiet(command)
