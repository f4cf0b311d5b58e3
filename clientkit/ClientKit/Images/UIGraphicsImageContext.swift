import Foundation
import StrataCairo
import StrataPixman

/// The bitmap contexts opened by `UIGraphicsBeginImageContextWithOptions`, innermost last.
@MainActor
enum _UIGraphicsImageContextStack {
    struct Entry {
        let context: CGContext
        let scale: CGFloat
        let opaque: Bool
    }
    static var entries: [Entry] = []
}

/// Opens a transparent bitmap context of `size` points at scale 1 and makes it the
/// current context (UIKit's older image-drawing API; prefer `UIGraphicsImageRenderer`).
@MainActor
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Opens a bitmap context of `size` points and makes it the current context: user
/// space in points, y down, origin at the top-left corner. `opaque` bitmaps start
/// black and come out fully opaque; a `scale` of 0 means the screen's scale, which is
/// 1 on Strata. A size with no pixels opens nothing (UIKit logs an error).
@MainActor
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let scale = scale > 0 ? scale : 1
    let width = Int((size.width * scale).rounded(.up)), height = Int((size.height * scale).rounded(.up))
    guard width > 0, height > 0 else { return }
    let pixels = PixmanImage(format: .a8r8g8b8, width: width, height: height)
    if opaque {
        pixels.fill(.src, color: PixmanColor(argb: 0xFF00_0000),
                    rects: [PixmanRect(x: 0, y: 0, width: Int32(width), height: Int32(height))])
    }
    let surface = CairoSurface(image: pixels)
    surface.markDirty()
    let context = CGContext(surface: surface, ctm: CGAffineTransform(scaleX: scale, y: scale))
    _UIGraphicsImageContextStack.entries.append(.init(context: context, scale: scale, opaque: opaque))
    UIGraphicsPushContext(context)
}

/// An image of what has been drawn in the current context, if it is a bitmap context
/// opened by ``UIGraphicsBeginImageContextWithOptions(_:_:_:)``; otherwise `nil`.
@MainActor
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let entry = _UIGraphicsImageContextStack.entries.last,
          _UIGraphicsContextStack.contexts.last === entry.context,
          let copy = entry.context.makeImage() else { return nil }
    if entry.opaque { UIGraphicsImageRenderer._makeOpaque(copy.pixmanImage) }
    return UIImage(_cgImage: copy, scale: entry.scale)
}

/// Closes the bitmap context opened last and restores the previous current context.
/// Does nothing if the current context is not such a bitmap context.
@MainActor
public func UIGraphicsEndImageContext() {
    guard let entry = _UIGraphicsImageContextStack.entries.last,
          _UIGraphicsContextStack.contexts.last === entry.context else { return }
    _UIGraphicsImageContextStack.entries.removeLast()
    UIGraphicsPopContext()
}
