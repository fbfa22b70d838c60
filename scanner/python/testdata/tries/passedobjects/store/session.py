"""An object that keeps the connection it is given; no MCP import."""


class Session:
    def __init__(self, conn, name: str = "main"):
        self.conn = conn
        self.name = name

    def run(self, sql: str) -> list:
        return self.conn.query(sql)
