"""Functions another module's dispatcher hands a result through before it serializes it."""


def enhance_response(result, tool_name):
    # A copy of the parameter with members added: every return hands the parameter on.
    enhanced = result.copy()
    if result.get("success"):
        enhanced["tip"] = f"{tool_name} worked"
    return enhanced


def summarize(result, tool_name):
    # Computes from the parameter: nothing of it is handed on.
    return {"tool": tool_name, "keys": len(result)}


class LinkError(Exception):
    def to_dict(self):
        return {"error": str(self), "code": "LINK"}


def format_error(error, context=None):
    if isinstance(error, LinkError):
        response = error.to_dict()
    else:
        response = {"error": str(error), "error_type": type(error).__name__}
    if context:
        response["context"] = context
    return response
