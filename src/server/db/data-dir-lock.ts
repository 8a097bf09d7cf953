import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import path from "node:path";

/**
 * PGlite takes no lock of its own: two processes on one data folder silently corrupt it.
 * A lock file holding the owner's pid makes the second process fail with a clear message;
 * a lock left by a dead process is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = path.join(dataDir, "pglite.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      const release = () => {
        try {
          if (readFileSync(lockPath, "utf8").trim() === String(process.pid)) unlinkSync(lockPath);
        } catch {
          // already gone
        }
        process.off("exit", release);
      };
      process.on("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number(readFileSync(lockPath, "utf8").trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `The data folder ${path.resolve(dataDir)} is in use by process ${owner}. ` +
            "Stop that process first, or point DATA_DIR at another folder.",
        );
      }
      unlinkSync(lockPath);
    }
  }
  throw new Error(`Could not lock the data folder ${path.resolve(dataDir)}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
