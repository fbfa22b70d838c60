from harbor.tools.assign import register_assign_tool
from harbor.tools.inspect import register_inspect_tool
from harbor.tools.release import register_release_tool

__all__ = ["register_assign_tool", "register_inspect_tool", "register_release_tool"]
