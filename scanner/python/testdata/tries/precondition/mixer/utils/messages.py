"""The mixer's failure texts, spelled once by a class of static methods."""


class MixerError:
    @staticmethod
    def not_connected() -> str:
        # BAD: the connection the call needs is missing, and how to make it: a failure, though
        # this return stands in no branch of its own.
        return (  # want: softerror shape=prose-only
            "Not connected to the mixer.\n\n"
            "Use mixer_connect first:\n"
            "  mixer_connect with host=\"10.0.0.5\""
        )

    @staticmethod
    def session_expired() -> str:
        # BAD: the session lapsed, and how to start a new one.
        return "Mixer session expired. Please start a new one with the mixer_connect tool."

    @staticmethod
    def offline_note() -> str:
        # Fine: no step that sets the connection up follows; by itself a state the tool reports.
        return "Not connected to the mixer."

    @staticmethod
    def connected_note(host: str) -> str:
        # Fine: a confirmation.
        return f"Connected to the mixer at {host}. Use mixer_levels to read the meters."
