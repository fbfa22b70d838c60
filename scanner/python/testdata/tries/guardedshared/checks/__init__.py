from checks.paths import checked_input, logged_input

__all__ = ["checked_input", "logged_input"]
