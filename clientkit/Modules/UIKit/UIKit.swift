// `import UIKit` on Linux: ClientKit under UIKit's name, so UIKit sources keep their
// imports. ClientKit re-exports Foundation, as UIKit does.
@_exported import ClientKit
