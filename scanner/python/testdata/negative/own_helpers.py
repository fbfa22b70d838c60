"""A repository's own functions that share the SDK's names are not the SDK."""


def CallToolResult(**kwargs):
    return dict(kwargs)


class ToolResult:
    def __init__(self, content, is_error=False):
        self.content, self.is_error = content, is_error


def fail(text):
    return CallToolResult(isError=True, content=[{"type": "text", "text": text}])


def fail2(text):
    return ToolResult(text, is_error=True)
