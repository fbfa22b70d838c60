"""Response helpers the tools in server.py hand back as their results."""


def error_response(message):
    # Built here and returned as is by three tools: the fix (raise) goes here, once.
    return {"error": message}  # want: softerror related=desk/responses.py:11,desk/server.py:30,desk/server.py:38,desk/server.py:45


def lookup_error(name):
    # Returns what error_response builds, as is: that one's finding names it.
    return error_response(f"no ticket named {name}")


def respond(data, error=None):
    # The failure is the caller's: it runs only when a caller passes an error.
    if error:
        return {"error": error}
    return {"result": data}


def only_once(message):
    # One tool returns it: the tool's return keeps the finding.
    return f"Error: {message}"


def as_text(message):
    # Two tools wrap it in their own text: each keeps its finding.
    return f"Error: {message}"
