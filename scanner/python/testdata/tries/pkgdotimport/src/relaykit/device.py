import subprocess


def save_profile(path: str, text: str) -> str:
    try:
        with open(path, "w") as f:
            f.write(text)
        return "[OK] Profile saved"
    except Exception as e:
        # The tool that returns this helper's value is reported; related names this return.
        return f"[WARN] Error al guardar perfil: {e}"


def open_viewer(viewer: str, port: str) -> str:
    if not viewer:
        return "ERROR: viewer is required"
    try:
        subprocess.Popen([viewer, port])
        return f"[OK] Viewer open on {port}"
    except Exception as e:
        return f"ERROR: {e}"


def device_name(port: str) -> str:
    # Fine: it only ever answers with data.
    return f"device on {port}"
