"""A probe server whose tools return content blocks spelled as dicts.

The tools are nested functions registered in a method, through the FastMCP instance the class
keeps in an attribute. A returned [{"type": "text", "text": ...}] is not a content block to
fastmcp: it serializes the list as JSON text, and the client sees a success whatever the text
says. Its text is judged as a TextContent's is.
"""

import json

from fastmcp import FastMCP

from .store import Probes


class ProbeServer:
    def __init__(self) -> None:
        self.app = FastMCP(name="probe")
        self.probes = Probes()
        self._register()

    def _register(self) -> None:
        @self.app.tool(name="ReadProbe", description="Read one probe.")
        async def read_probe(probe_id: str):
            try:
                data = self.probes.read(probe_id)
                return [{"type": "text", "text": json.dumps(data)}]
            except Exception as e:
                # BAD: the failure, as a success's content list, over several lines.
                return [  # want: softerror shape=prose-only
                    {"type": "text", "text": f"Error reading probe {probe_id}: {e}"},
                ]

        @self.app.tool(name="FindProbe", description="Find a probe by name.")
        async def find_probe(name: str):
            found = self.probes.find(name)
            if found is None:
                # BAD: a branch that names the failure.
                return [{"type": "text", "text": f"Probe '{name}' not found"}]  # want: softerror shape=prose-only
            return [{"type": "text", "text": json.dumps(found)}]

        @self.app.tool(name="ListProbes", description="List probes, from the cache when the store is down.")
        async def list_probes():
            try:
                return [{"type": "text", "text": json.dumps(self.probes.all())}]
            except Exception:
                # GOOD: a fallback answer, data in a text block.
                return [{"type": "text", "text": json.dumps(self.probes.cached())}]

        @self.app.tool(name="ResetProbe", description="Reset a probe.")
        async def reset_probe(probe_id: str):
            if not self.probes.exists(probe_id):
                # GOOD for this rule: not a text block (a dict with more members is judged as
                # an object, and this one says nothing of failure).
                return [{"type": "text", "text": "Probe reset skipped", "annotations": {"priority": 0.1}}]
            self.probes.reset(probe_id)
            return [{"type": "text", "text": f"Probe {probe_id} reset successfully"}]
