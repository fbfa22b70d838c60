// Tool handlers that call a method through a variable, a parameter or a field whose declared
// type is an abstract class of the module: the call runs whichever subclass's override the
// object is, so what the overrides return is what the tools return.
declare function readGuide(topic: string): Promise<string>;
declare function readNotes(): Promise<string>;

type Answer = { content: { type: "text"; text: string }[] };

export abstract class GuideStep {
  abstract load(): Promise<Answer>;
}

class AwsGuide extends GuideStep {
  async load(): Promise<Answer> {
    try {
      return { content: [{ type: "text" as const, text: await readGuide("aws") }] };
    } catch (error) {
      // BAD: the tool returns what the step variable's load returns, and this is one override.
      return { content: [{ type: "text" as const, text: `❌ Error loading the guide: ${error}` }] }; // want: softerror related=src/abstractdispatch/server.ts:9,src/abstractdispatch/steps.ts:60,src/abstractdispatch/steps.ts:64
    }
  }
}

export abstract class NoteSource {
  abstract read(): Promise<Answer>;
}

class LocalNotes extends NoteSource {
  async read(): Promise<Answer> {
    try {
      return { content: [{ type: "text" as const, text: await readNotes() }] };
    } catch (error) {
      // FINE: isError is set.
      return { content: [{ type: "text" as const, text: `Could not read notes: ${error}` }], isError: true }; // want: errorresult
    }
  }
}

// An unrelated class with a method of the same name: no variable of the abstract type holds one.
class Draft {
  async load(): Promise<Answer> {
    try {
      return { content: [{ type: "text" as const, text: await readGuide("draft") }] };
    } catch (error) {
      // FINE: Draft extends no GuideStep, and no tool calls its load.
      return { content: [{ type: "text" as const, text: `Error: no draft: ${error}` }] };
    }
  }
}

let step: GuideStep;

export function useStep(s: GuideStep) {
  step = s;
}

useStep(new AwsGuide());

export async function loadGuide() {
  return step.load();
}

export const stepCommands = {
  "load-guide": {
    description: "Load the deployment guide",
    schema: {},
    handler: loadGuide,
  },
  "read-notes": {
    description: "Read the notes",
    schema: {},
    handler: () => readFrom(new LocalNotes()),
  },
};

function readFrom(source: NoteSource) {
  return source.read();
}

export const drafts = new Draft();
