import Foundation
import StrataPixman
import XCTest
@testable import ClientKit

/// One text of a scene for the independent Python/Pango reference renderer
/// (`python/render_text.py`, which documents the placement rules it applies).
struct ReferenceText: Encodable {
    var text: String
    var family = "DejaVu Sans"
    var size: Double
    var weight = 400
    var color: [Double] = [0, 0, 0, 1]
    var x: Double
    var y: Double
    var boxWidth: Double
    var boxHeight: Double
    var wrap = false
    var ellipsize = false
    var clip = false
    var caret: [Double]?
}

private struct ReferenceScene: Encodable {
    var width: Int
    var height: Int
    var background: [Double]
    var fontFiles: [String]
    var texts: [ReferenceText]
}

/// Renders `texts` over `background` with the Python reference renderer and returns
/// the expected image; fails the test (and returns nil) if the renderer cannot run.
/// `fontFiles` are registered with the renderer's fontconfig first.
/// The renderer needs /usr/bin/python3 with PyGObject's Pango and cairo bindings
/// (Debian: gir1.2-pango-1.0, python3-gi-cairo).
func pythonReferenceImage(width: Int, height: Int, background: [Double] = [1, 1, 1, 1], fontFiles: [String] = [],
                          texts: [ReferenceText], file: StaticString = #filePath, line: UInt = #line) -> ReferenceCanvas? {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("python/render_text.py")
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("clientkit-text-\(UUID().uuidString).raw")
    defer { try? FileManager.default.removeItem(at: output) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = [script.path, output.path]
    let input = Pipe(), errors = Pipe()
    process.standardInput = input
    process.standardError = errors
    do {
        try process.run()
        let scene = ReferenceScene(width: width, height: height, background: background, fontFiles: fontFiles, texts: texts)
        input.fileHandleForWriting.write(try JSONEncoder().encode(scene))
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
    } catch {
        XCTFail("reference renderer did not run: \(error)", file: file, line: line)
        return nil
    }
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    guard process.terminationStatus == 0, let data = try? Data(contentsOf: output), data.count == width * height * 4 else {
        XCTFail("reference renderer failed (status \(process.terminationStatus)): \(message)", file: file, line: line)
        return nil
    }
    var canvas = ReferenceCanvas(width: width, height: height)
    data.withUnsafeBytes { raw in
        let pixels = raw.bindMemory(to: UInt32.self)
        for y in 0..<height {
            for x in 0..<width { canvas[x, y] = RGBA(pixel: pixels[y * width + x]) }
        }
    }
    return canvas
}

/// Whether the pixel at (x, y) is noticeably darker than white (ink on a white
/// background).
func isInk(_ image: PixmanImage, _ x: Int, _ y: Int, threshold: Int = 96) -> Bool {
    let c = RGBA(pixel: image.pixel(x: x, y: y))
    return 255 * 3 - (c.r + c.g + c.b) > threshold
}

/// The runs of consecutive rows of `rect` (image coordinates) that hold ink: one per
/// line of text.
func inkRowRuns(_ image: PixmanImage, in rect: CGRect) -> [ClosedRange<Int>] {
    var runs: [ClosedRange<Int>] = []
    var start: Int?
    let x0 = Int(rect.minX), x1 = Int(rect.maxX), y0 = Int(rect.minY), y1 = Int(rect.maxY)
    for y in y0...y1 {
        let inked = y < y1 && (x0..<x1).contains { isInk(image, $0, y) }
        if inked, start == nil { start = y }
        if !inked, let s = start { runs.append(s...(y - 1)); start = nil }
    }
    return runs
}

/// The runs of consecutive columns of `rect` that hold ink.
func inkColumnRuns(_ image: PixmanImage, in rect: CGRect) -> [ClosedRange<Int>] {
    var runs: [ClosedRange<Int>] = []
    var start: Int?
    let x0 = Int(rect.minX), x1 = Int(rect.maxX), y0 = Int(rect.minY), y1 = Int(rect.maxY)
    for x in x0...x1 {
        let inked = x < x1 && (y0..<y1).contains { isInk(image, x, $0) }
        if inked, start == nil { start = x }
        if !inked, let s = start { runs.append(s...(x - 1)); start = nil }
    }
    return runs
}
