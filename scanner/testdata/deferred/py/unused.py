# Reads is_error too, and raises, but no tool reaches it.
def check_result(res):
    if res.is_error:
        raise RuntimeError("the upstream tool failed")
