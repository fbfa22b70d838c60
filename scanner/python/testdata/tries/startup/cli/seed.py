"""A maintenance script: its main requires NOTES_EXPORT, and it starts no server."""

import os
import sys


def main() -> None:
    if not os.getenv("NOTES_EXPORT"):
        sys.exit("NOTES_EXPORT is required")
    print(os.environ["NOTES_EXPORT"])


if __name__ == "__main__":
    main()
