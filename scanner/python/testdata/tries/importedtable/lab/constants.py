TOOL_GET_MR = "get_mr"
TOOL_GET_TAGS = "get_tags"
TOOL_WHOAMI = "whoami"
