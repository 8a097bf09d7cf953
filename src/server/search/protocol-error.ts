import { AppError, errorCodeForStatus } from "@/server/errors";

/** An Algolia error: the edge answers `{ message, status }` with a 4xx status for the client's mistakes. */
export class ProtocolError extends AppError {
  constructor(status: 400 | 403 | 404, message: string) {
    super(errorCodeForStatus(status), message);
    this.name = "ProtocolError";
  }
}
