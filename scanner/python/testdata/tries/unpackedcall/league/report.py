"""A report over the store: the store's validators sit two calls below the tool."""

from league.replies import Reply, failure_reply
from league.store import Store


class Report:
    def __init__(self) -> None:
        self.store = Store()

    def build(self, table: str, columns: list) -> Reply:
        if len(columns) > 10:
            return failure_reply("At most ten columns")
        return self.store.fetch(table, columns)

    def build_page(self, table: str, size: int) -> Reply:
        if size > 100:
            return failure_reply("At most a hundred rows a page")
        return self.store.page(table, size)
