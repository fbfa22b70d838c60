def validate_command(cmd: str) -> tuple[bool, str]:
    if ";" in cmd:
        # A failure by its flag, whatever its words: named in related of the tool's finding.
        return False, f"[SECURITY] Comando rechazado: contiene ';'\nComando original: {cmd}"
    if cmd.startswith("rm "):
        return False, (
            f"[DANGER] Comando peligroso detectado: '{cmd}'\n"
            "Usa el visor para una sesion interactiva."
        )
    return True, ""


def split_command(cmd: str) -> tuple[bool, str]:
    # Fine: no return flags success, so False says nothing of the text beside it.
    if " " in cmd:
        return False, cmd.split(" ", 1)[0]
    return False, cmd


def quiet_check(cmd: str) -> tuple[bool, str]:
    # Fine: the failing return carries no message.
    if ";" in cmd:
        return False, ""
    return True, "Comando aceptado"
