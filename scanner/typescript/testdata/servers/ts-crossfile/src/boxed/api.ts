// Helpers that box what they fetch in an object of one member.
export async function fetchNotes(topic: string): Promise<{ data: string }> {
  try {
    const response = await fetch(`https://notes.example/${encodeURIComponent(topic)}`);
    return { data: await response.text() };
  } catch (error) {
    return { data: `Error fetching notes for ${topic}: ${error}` };
  }
}

export async function fetchTitle(topic: string): Promise<{ data: string }> {
  const response = await fetch(`https://notes.example/${encodeURIComponent(topic)}/title`);
  return { data: response.ok ? await response.text() : "untitled" };
}

