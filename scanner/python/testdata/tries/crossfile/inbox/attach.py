"""Attachment helpers of the production package that only some tools call. A raise in one of
them has the context of the code that runs it: an example's tool alone does not make it
production."""


def open_attachment(name: str) -> bytes:
    """Only the example's tool (inbox/examples/demo.py) calls it: the raise runs in the example."""
    if "/" in name:
        raise ValueError(f"attachment names have no slash: {name}")  # want: raisederror context=example
    return name.encode()


def attachment_size(name: str) -> int:
    """The example's tool and the production tool sizes (inbox/tools.py) call it: production."""
    if not name:
        raise ValueError("an attachment name is required")  # want: raisederror context=production
    return len(name)
