"""Tool functions of the yard; the server wraps each before registering it."""
