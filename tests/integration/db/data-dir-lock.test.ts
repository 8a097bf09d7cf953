import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquireDataDirLock } from "@/server/db/data-dir-lock";

const folders: string[] = [];
function tempFolder() {
  const folder = mkdtempSync(path.join(tmpdir(), "groundwork-lock-"));
  folders.push(folder);
  return folder;
}
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

describe("embedded data folder lock", () => {
  it("refuses a second live process with a message naming the folder and the owner", () => {
    const folder = tempFolder();
    const owner = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60_000)"]);
    try {
      writeFileSync(path.join(folder, "pglite.lock"), String(owner.pid));
      expect(() => acquireDataDirLock(folder)).toThrow(`The data folder ${folder} is in use by process ${owner.pid}`);
    } finally {
      owner.kill();
    }
  });

  it("takes over a lock left by a process that has exited, and releases it", () => {
    const folder = tempFolder();
    const dead = spawnSync(process.execPath, ["-e", "console.log(process.pid)"], { encoding: "utf8" });
    writeFileSync(path.join(folder, "pglite.lock"), dead.stdout.trim());
    const release = acquireDataDirLock(folder);
    release();
    expect(() => acquireDataDirLock(folder)()).not.toThrow();
  });
});
