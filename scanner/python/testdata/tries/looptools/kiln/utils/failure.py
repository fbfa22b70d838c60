class FailureReply:
    def __init__(self, code, error_message):
        self.code = code
        self.error_message = error_message

    def to_dict(self):
        return {"code": self.code, "error_message": self.error_message}
