/** Every registration shape the plugin knows, in the order they are asked about a node. */
import dispatchTable from './dispatch-table.js';
import fastmcp from './fastmcp.js';
import lowLevel from './low-level.js';
import mastra from './mastra.js';
import mcpFramework from './mcp-framework.js';
import resourceTemplate from './resource-template.js';
import sdkRegister from './sdk-register.js';
import sdkV1Variadic from './sdk-v1-variadic.js';
import type { Framework } from './types.js';
import xmcp from './xmcp.js';

export const FRAMEWORKS: readonly Framework[] = [sdkRegister, sdkV1Variadic, lowLevel, resourceTemplate, xmcp, fastmcp, mcpFramework, mastra, dispatchTable];
