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


class Remote:
    def __init__(self, base):
        self.base = base

    def _describe(self, error):
        return f"{self.base}: {error}"

    def get(self, path):
        try:
            return {"path": path.strip("/")}
        except OSError as e:
            # A method it calls on self builds the text: the failure is still this method's.
            return {"error": self._describe(e)}  # want: softerror related=desk/responses.py:55,desk/server.py:107,desk/server.py:112


class Failure:
    def __init__(self, message):
        self.message = message

    def to_dict(self):
        # Serializes what its caller built: the failure is the caller's.
        return {"error": self.message}


remote = Remote("https://desk.example")


def detailed_error(message, endpoint):
    # The error member holds a dict of details: still an error object, built here for two tools.
    return {"error": {"message": message, "endpoint": endpoint}}  # want: softerror related=desk/server.py:167,desk/server.py:175
