"""Runs a command on a router and hands back its output, or error text when it fails."""

import asyncio


class Link:
    def send(self, command):
        return "ok"


async def run(command):
    try:
        return await asyncio.to_thread(Link().send, command)
    except ConnectionError as e:
        # Three tools put this text into their own, untested: the fix (raise) goes here, once.
        return f"Error: {e}"  # want: softerror related=router/tools.py:16,router/tools.py:22,router/tools.py:28


def probe(command):
    try:
        return Link().send(command)
    except OSError as e:
        # One tool puts it into its text: that tool keeps the finding.
        return f"Error: probe failed: {e}"
