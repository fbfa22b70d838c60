import os


def probe_port(port: str) -> str:
    if not os.path.exists(port):
        return f"[ERROR] Fallo al abrir {port}"
    return f"[OK] {port} ready"
