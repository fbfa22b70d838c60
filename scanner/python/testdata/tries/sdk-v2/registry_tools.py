"""Tools declared with the project's own registry decorator, which hands them to MCPServer."""

from pydantic import BaseModel

from acme_mcp.registry import READ, tool


class LookupInput(BaseModel):
    org_id: str = ""


@tool(action=READ, service="assets", input_model=LookupInput)
def assets_list(args: LookupInput) -> list[str]:
    if not args.org_id:
        raise ValueError("org_id is required")  # want: raisederror outcome=iserror function=assets_list
    return [args.org_id]
