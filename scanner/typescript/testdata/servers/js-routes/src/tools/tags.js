// The tag tools' handler: a failure comes back as a result without isError.
export async function handleTagTools(client, toolName, args) {
  try {
    switch (toolName) {
      case "tag_list":
        return { content: [{ type: "text", text: JSON.stringify(await client.tags(args.prefix)) }] };
      default:
        return { content: [{ type: "text", text: JSON.stringify({ tool: toolName, tags: [] }) }] };
    }
  } catch (error) {
    return {
      content: [
        {
          type: "text",
          text: `Error: ${error.message}`,
        },
      ],
    };
  }
}
