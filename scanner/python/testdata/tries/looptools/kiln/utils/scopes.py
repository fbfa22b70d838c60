def allowed(fns):
    return [f for f in fns if getattr(f, "roles", None)]
