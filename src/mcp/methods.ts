/** The request methods whose handlers may answer with `input_required` (SEP-2322). */
export const INPUT_REQUIRED_METHODS: ReadonlySet<string> = new Set(['tools/call', 'prompts/get', 'resources/read']);

/** SDK v1 request schemas (`setRequestHandler(CallToolRequestSchema, ...)`) and the methods they stand for. */
export const REQUEST_SCHEMA_METHODS: ReadonlyMap<string, string> = new Map([
  ['InitializeRequestSchema', 'initialize'],
  ['PingRequestSchema', 'ping'],
  ['GetTaskRequestSchema', 'tasks/get'],
  ['GetTaskPayloadRequestSchema', 'tasks/result'],
  ['ListTasksRequestSchema', 'tasks/list'],
  ['CancelTaskRequestSchema', 'tasks/cancel'],
  ['ListResourcesRequestSchema', 'resources/list'],
  ['ListResourceTemplatesRequestSchema', 'resources/templates/list'],
  ['ReadResourceRequestSchema', 'resources/read'],
  ['SubscribeRequestSchema', 'resources/subscribe'],
  ['UnsubscribeRequestSchema', 'resources/unsubscribe'],
  ['ListPromptsRequestSchema', 'prompts/list'],
  ['GetPromptRequestSchema', 'prompts/get'],
  ['ListToolsRequestSchema', 'tools/list'],
  ['CallToolRequestSchema', 'tools/call'],
  ['SetLevelRequestSchema', 'logging/setLevel'],
  ['CompleteRequestSchema', 'completion/complete'],
  ['CreateMessageRequestSchema', 'sampling/createMessage'],
  ['ElicitRequestSchema', 'elicitation/create'],
  ['ListRootsRequestSchema', 'roots/list'],
]);

/** Every MCP request method the plugin knows by name. */
export const KNOWN_METHODS: ReadonlySet<string> = new Set(REQUEST_SCHEMA_METHODS.values());
