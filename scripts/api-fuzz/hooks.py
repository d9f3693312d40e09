"""Schemathesis hooks of the `api` test stage (scripts/api-fuzz/run.ts loads this module).

Only rules an OpenAPI 3.0 schema cannot state live here: rules between two fields of one request.
Each is also written in the operation's description, so readers of /openapi.json learn it there;
here the generator learns it, so that the requests it calls valid are valid.
"""

import schemathesis


@schemathesis.hook("map_body").apply_to(name="POST /api/auth/register")
def register_cross_field_rules(context, body):
    """confirmPassword repeats password; students give a gradeLevel, parents give none."""
    if not isinstance(body, dict) or not isinstance(body.get("password"), str):
        return body
    body["confirmPassword"] = body["password"]
    if body.get("role") == "STUDENT" and "gradeLevel" not in body:
        body["gradeLevel"] = 5
    if body.get("role") == "PARENT":
        body.pop("gradeLevel", None)
    return body
