"""The tool records: each names its function, and some a name of their own."""

from orchard.tools.harvest import count_crates, pick_apples
from orchard.tools.pruning import burn_branches, trim_tree
from orchard.tools.types import ToolRecord

tools_definition = [
    {"func": pick_apples},
    {"func": count_crates, "name": "crates"},
    {"func": trim_tree, "internal": False},
]

tools = [ToolRecord.create_from_dict(t) for t in tools_definition]

retired_definition = [{"func": burn_branches}]

retired = [ToolRecord.create_from_dict(t) for t in retired_definition]
