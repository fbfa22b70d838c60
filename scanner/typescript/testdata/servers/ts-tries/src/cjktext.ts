// Chinese, Japanese and Korean failure words, judged as the English ones are: a text that opens
// with an error word and its separator ("错误：…") is an error; one that says something failed
// (失败 failed, 无法 cannot, 失敗, 실패) is a failure in a failure block. Words that also occur in
// success texts (错误 error, エラー, 오류) do not count alone.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

declare function login(): Promise<string | undefined>;
declare function pauseAll(sid: string, hashes: string): Promise<number>;
declare function addMany(paths: string[]): Promise<{ ok: number; bad: number }>;
declare function find(q: string): Promise<string[]>;

// A torrent's description, or why there is none.
async function describeTorrent(hash: string) {
  const hits = await find(hash);
  if (hits.length === 0) {
    return { content: [{ type: "text" as const, text: "错误：未找到种子" }] }; // want: softerror function=describe_torrent
  }
  return { content: [{ type: "text" as const, text: hits[0] }] };
}

export function registerCjk(server: McpServer) {
  // A comment after the handler, inside the call's parentheses, is no argument: the handler is
  // the arrow before it.
  server.registerTool("describe_torrent", { inputSchema: { hash: z.string() } }, async ({ hash }) => describeTorrent(hash) // by hash
  );

  server.registerTool("pause_torrents", { inputSchema: { hashes: z.string() } }, async ({ hashes }) => {
    const sid = await login();
    if (!sid) {
      return { content: [{ type: "text", text: "登录失败，无法获取会话" }] }; // want: softerror function=pause_torrents
    }
    const status = await pauseAll(sid, hashes);
    if (status !== 200) {
      return { content: [{ type: "text", text: `暂停種子失敗: ${status}` }] }; // want: softerror function=pause_torrents
    }
    return { content: [{ type: "text", text: `成功暂停种子: ${hashes}` }] };
  });

  server.registerTool("add_torrents", { inputSchema: { paths: z.array(z.string()) } }, async ({ paths }) => {
    if (paths.length === 0) {
      return { content: [{ type: "text", text: "错误：未提供种子文件路径" }] }; // want: softerror function=add_torrents
    }
    const { ok, bad } = await addMany(paths);
    if (bad > 0) {
      // Not a failure: the count reports success too.
      return { content: [{ type: "text", text: `成功 ${ok} 个，失败 ${bad} 个` }] };
    }
    return { content: [{ type: "text", text: `已添加 ${ok} 个种子` }] };
  });

  server.registerTool("find_torrents", { inputSchema: { q: z.string() } }, async ({ q }) => {
    const hits = await find(q);
    if (hits.length === 0) {
      // Not failures: an empty answer, and "no errors" in three languages.
      return { content: [{ type: "text", text: "未找到任何结果" }] };
    }
    if (hits.length === 1) {
      return { content: [{ type: "text", text: "没有错误" }] };
    }
    if (hits.length === 2) {
      return { content: [{ type: "text", text: "エラーなし" }] };
    }
    if (hits.length === 3) {
      return { content: [{ type: "text", text: "오류 없음" }] };
    }
    return { content: [{ type: "text", text: hits.join("\n") }] };
  });

  // A check on an argument says it failed in its own words (不能为空 cannot be empty, 必填
  // required); a column header that names the required parameters does not.
  server.registerTool("tag_torrent", { inputSchema: { hash: z.string(), tag: z.string() } }, async ({ hash, tag }) => {
    if (!hash) {
      return { content: [{ type: "text", text: "种子 hash 不能为空，可以从 find_torrents 工具中获取" }] }; // want: softerror function=tag_torrent
    }
    if (!tag) {
      return { content: [{ type: "text", text: "标签为必填项" }] }; // want: softerror function=tag_torrent
    }
    if (tag === "?") {
      return { content: [{ type: "text", text: "| 工具名 | 必填参数 |\n| tag_torrent | hash, tag |" }] };
    }
    return { content: [{ type: "text", text: `已添加标签 ${tag}` }] };
  });
}
