// `import UniformTypeIdentifiers` on Linux: `UTType`, which ClientKit declares (its
// document pickers and pasteboard use it). Re-exports ClientKit (and Foundation), as
// the other shim modules do.
@_exported import ClientKit
