"""Schemathesis hooks of the `api` test stage (scripts/api-fuzz/run.ts loads this module).

Two kinds of knowledge an OpenAPI 3.0 document cannot carry:
  - rules between two fields of one request (each is also written in the operation's description,
    so readers of /openapi.json learn it there; here the generator learns it);
  - which refusals judge the credentials a request carries rather than its shape: a login with an
    email that has no account is a valid request, and refusing it is the right answer.
"""

import json

import schemathesis
from schemathesis.openapi.checks import RejectedPositiveData

REGISTER = "POST /api/auth/register"
CHANGE_PASSWORD = "POST /api/auth/password"
SAVE_LAYOUT = "POST /api/engagement/homebase/save"

# Operation -> the error codes with which it refuses the credentials in its body. RATE_LIMITED:
# after ten wrong passwords for one account auth locks it for a while (docs/adr/0165), and the
# fuzzer, sending many wrong passwords for the same few emails and the demo accounts, gets there.
CREDENTIAL_VERDICTS = {
    "POST /api/auth/login": {"INVALID_CREDENTIALS", "RATE_LIMITED"},
    "POST /api/auth/children/link": {"INVALID_CREDENTIALS", "RATE_LIMITED"},
    "POST /api/auth/refresh-token": {"INVALID_TOKEN", "REFRESH_TOKEN_REUSED", "TOKEN_EXPIRED"},
    "POST /api/auth/password": {"INVALID_CREDENTIALS", "RATE_LIMITED"},
}


@schemathesis.hook
def before_call(context, case, kwargs):
    """Apply the rules between fields to the request about to be sent.

    Here rather than in a generation hook so that they hold in every phase (the coverage phase does
    not go through the generation hooks). Negative cases pass through too; no check enabled here
    judges them by their data, only by status and response shape.
    """
    body = case.body
    if not isinstance(body, dict):
        return
    if case.operation.label == REGISTER:
        register_rules(body)
    elif case.operation.label == CHANGE_PASSWORD:
        change_password_rules(body)
    elif case.operation.label == SAVE_LAYOUT:
        save_layout_rules(body)


def register_rules(body):
    """Sign-up: confirmPassword repeats password; a STUDENT gives a gradeLevel, a PARENT neither a gradeLevel nor a birthYear."""
    if not isinstance(body.get("password"), str):
        return
    body["confirmPassword"] = body["password"]
    if body.get("role") == "STUDENT" and "gradeLevel" not in body:
        body["gradeLevel"] = 5
    if body.get("role") == "PARENT":
        body.pop("gradeLevel", None)
        body.pop("birthYear", None)


def change_password_rules(body):
    """Password change: newPassword differs from currentPassword (same length bounds kept)."""
    current, new = body.get("currentPassword"), body.get("newPassword")
    if not isinstance(current, str) or new != current:
        return
    if len(new) < 128:
        body["newPassword"] = new + "x"
    else:
        body["newPassword"] = new[:-1] + ("a" if new[-1] != "a" else "b")


def save_layout_rules(body):
    """Home-base layout: every piece known and owned, placed once, inside the 10x8 grid with its
    rotated footprint and overlapping no other (rules between the pieces and against the student's
    inventory). A generated layout is replaced by one that keeps them: the free starter bed, in the
    corner, with the first generated piece's rotation."""
    pieces = body.get("furniture")
    if not isinstance(pieces, list):
        return
    if not pieces:
        return
    first = pieces[0] if isinstance(pieces[0], dict) else {}
    rotation = first.get("rotation") if first.get("rotation") in (0, 90, 180, 270) else 0
    body["furniture"] = [{"itemId": "furn-bed", "x": 0, "y": 0, "rotation": rotation}]


@schemathesis.hook
def filter_failure(context, failure, case, response):
    """Keep every failure except a valid request refused for the credentials it carries."""
    if not isinstance(failure, RejectedPositiveData):
        return True
    codes = CREDENTIAL_VERDICTS.get(case.operation.label)
    if not codes:
        return True
    try:
        code = json.loads(response.content)["error"]["code"]
    except (ValueError, KeyError, TypeError):
        return True
    return code not in codes
