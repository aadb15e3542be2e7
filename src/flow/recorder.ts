import type { Rule } from 'eslint';
import type { TSESTree } from '@typescript-eslint/utils';
import { isOutermostChainCall, isStandaloneTemplate } from '../ast/chains.js';
import type { CallLike } from '../ast/types.js';

/** Where an event sits: a segment and its index among that segment's events. */
export interface Place {
  segment: SegmentRecord;
  index: number;
}

export type FlowEvent = { kind: 'call'; node: CallLike } | { kind: 'return'; node: TSESTree.Node };

export interface SegmentRecord {
  segment: Rule.CodePathSegment;
  events: FlowEvent[];
  /** Its place among its code path's segments, in the order they started (the order of `FunctionRecord.segments`). */
  index: number;
}

/** A call or a returned value, with every segment it was seen in (usually one). */
export interface Site<N extends TSESTree.Node> {
  node: N;
  places: Place[];
}

/** What one code path (a function, a class field initializer...) did, in ESLint's segment graph. */
export interface FunctionRecord {
  node: TSESTree.Node;
  segments: Map<string, SegmentRecord>;
  calls: Site<CallLike>[];
  /** Returned expressions (`return x`, an arrow's expression body). */
  returns: Site<TSESTree.Node>[];
}

interface OpenPath {
  record: FunctionRecord | null;
  current: Set<SegmentRecord>;
}

/**
 * Records, per code path, the segments (with ESLint's own edges, loops included) and, per segment and in
 * execution order, the outermost calls and the returned values. Recording is linear in the file; every
 * decision is taken later on the records (see `analysis.ts`), because a function's callees may end after it.
 */
export function createFlowRecorder(onProgramEnd: (records: Map<TSESTree.Node, FunctionRecord>) => void): Rule.RuleListener {
  const records = new Map<TSESTree.Node, FunctionRecord>();
  const stack: OpenPath[] = [];

  const startSegment = (segment: Rule.CodePathSegment): void => {
    const open = stack[stack.length - 1];
    if (!open?.record) return;
    const segmentRecord: SegmentRecord = { segment, events: [], index: open.record.segments.size };
    open.record.segments.set(segment.id, segmentRecord);
    open.current.add(segmentRecord);
  };
  const endSegment = (segment: Rule.CodePathSegment): void => {
    const open = stack[stack.length - 1];
    const segmentRecord = open?.record?.segments.get(segment.id);
    if (segmentRecord) open?.current.delete(segmentRecord);
  };
  const record = (event: FlowEvent, sites: (r: FunctionRecord) => Site<TSESTree.Node>[]): void => {
    const open = stack[stack.length - 1];
    if (!open?.record) return;
    const places: Place[] = [];
    for (const segment of open.current) {
      places.push({ segment, index: segment.events.length });
      segment.events.push(event);
    }
    sites(open.record).push({ node: event.node, places });
  };
  const onCall = (node: CallLike): void => {
    if (isOutermostChainCall(node)) record({ kind: 'call', node }, (r) => r.calls);
  };

  return {
    onCodePathStart(codePath, node) {
      // Module scope never answers a request: no need to record it.
      const isProgram = codePath.origin === 'program';
      const functionRecord = isProgram
        ? null
        : { node: node as TSESTree.Node, segments: new Map(), calls: [], returns: [] };
      if (functionRecord) records.set(functionRecord.node, functionRecord);
      stack.push({ record: functionRecord, current: new Set() });
    },
    onCodePathEnd(codePath) {
      stack.pop();
      if (codePath.origin === 'program') onProgramEnd(records);
    },
    onCodePathSegmentStart: startSegment,
    onUnreachableCodePathSegmentStart: startSegment,
    onCodePathSegmentEnd: endSegment,
    onUnreachableCodePathSegmentEnd: endSegment,
    'CallExpression:exit'(node: Rule.Node) {
      onCall(node as unknown as TSESTree.CallExpression);
    },
    'NewExpression:exit'(node: Rule.Node) {
      onCall(node as unknown as TSESTree.NewExpression);
    },
    'TaggedTemplateExpression:exit'(node: Rule.Node) {
      const template = node as unknown as TSESTree.TaggedTemplateExpression;
      if (isStandaloneTemplate(template)) onCall(template);
    },
    'ReturnStatement:exit'(node: Rule.Node) {
      const statement = node as unknown as TSESTree.ReturnStatement;
      if (statement.argument) record({ kind: 'return', node: statement.argument }, (r) => r.returns);
    },
    'ArrowFunctionExpression:exit'(node: Rule.Node) {
      const arrow = node as unknown as TSESTree.ArrowFunctionExpression;
      if (arrow.expression) record({ kind: 'return', node: arrow.body }, (r) => r.returns);
    },
  };
}
