from typing import Any, Dict, Optional


class ApiError:
    @staticmethod
    def create(message: str, status_code: Optional[int] = None) -> Dict[str, Any]:
        error_dict = {"error": True, "message": message}
        if status_code is not None:
            error_dict["status_code"] = status_code
        return error_dict  # want: softerror related=7,patents/server.py:11,patents/client.py:13,patents/server.py:16,patents/client.py:38,patents/client.py:17,patents/errors.py:17,patents/client.py:39,patents/client.py:34,patents/client.py:30,patents/client.py:21,patents/errors.py:21

    @staticmethod
    def from_exception(exception: Exception, context: Optional[str] = None) -> Dict[str, Any]:
        # Reached only through Client.make_request, which returns ApiError.create itself too:
        # listed as that function's other way out.
        message = f"{context}: {str(exception)}" if context else str(exception)
        return ApiError.create(message=message)

    @staticmethod
    def validation_error(message: str) -> Dict[str, Any]:
        return ApiError.create(message=message, status_code=400)
