// Helpers whose promise resolves to what they give back.
import { execFile } from "child_process";

export function openPage(url: string) {
  if (!url.startsWith("https://")) {
    return Promise.resolve({ success: false, message: "only https pages open" });
  }
  return new Promise<{ success: boolean; message: string }>((resolve) => {
    execFile("xdg-open", [url], (error) => {
      if (error) {
        resolve({ success: false, message: `Failed to open ${url}: ${error.message}` });
      } else {
        resolve({ success: true, message: `opened ${url}` });
      }
    });
  });
}

export function closePage(pid: number) {
  return new Promise<{ success: boolean; message: string }>((resolve, reject) => {
    execFile("kill", [String(pid)], (error) => {
      if (error) {
        // FINE for softerror: a failure rejects; only a success resolves. The rejection is a
        // throw of closePage that the low-level handler awaits outside a try: protocolerror.
        reject(new Error(`could not close ${pid}: ${error.message}`)); // want: protocolerror
      } else {
        resolve({ success: true, message: `closed ${pid}` });
      }
    });
  });
}
