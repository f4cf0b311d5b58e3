import Foundation
import XCTest
@testable import ClientKit

/// Asset catalogs copied with an app as folders: image sets (scales, namespaces,
/// template intent), colour sets (component formats, dark variants, system references)
/// and data sets, found through `UIImage(named:in:compatibleWith:)`,
/// `UIColor(named:in:compatibleWith:)` and `NSDataAsset(name:bundle:)`.
final class AssetCatalogTests: XCTestCase {
    private var folder: URL!

    override func setUp() {
        super.setUp()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("assets-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        MainActor.assumeIsolated { _AssetCatalog._resetCache() }
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: folder)
        super.tearDown()
    }

    private func write(_ json: String, to path: String) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(json.utf8).write(to: url)
    }

    @MainActor private static func png(width: Int, height: Int, color: UIColor) -> Data {
        UIGraphicsImageRenderer(size: CGSize(width: width, height: height)).pngData { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        }
    }

    func testImageSetsColourSetsAndDataSets() throws {
        let catalog = "Resources/Assets.xcassets"
        try write(#"{"info":{"author":"xcode","version":1}}"#, to: "\(catalog)/Contents.json")
        try write(#"""
        {"images":[{"idiom":"universal","filename":"logo@2x.png","scale":"2x"},
                   {"idiom":"universal","filename":"logo.png","scale":"1x"},
                   {"idiom":"universal","filename":"logo-dark.png","scale":"1x",
                    "appearances":[{"appearance":"luminosity","value":"dark"}]},
                   {"idiom":"universal","scale":"3x"}],
         "info":{"author":"xcode","version":1}}
        """#, to: "\(catalog)/logo.imageset/Contents.json")
        try write(#"{"properties":{"provides-namespace":true}}"#, to: "\(catalog)/Icons/Contents.json")
        try write(#"""
        {"images":[{"idiom":"universal","filename":"star@2x.png","scale":"2x"}],
         "properties":{"template-rendering-intent":"template"}}
        """#, to: "\(catalog)/Icons/star.imageset/Contents.json")
        try write(#"{}"#, to: "\(catalog)/Plain/Contents.json")
        try write(#"""
        {"colors":[{"idiom":"universal","color":{"color-space":"srgb",
                      "components":{"red":"0.200","green":"0.400","blue":"0.600","alpha":"1.000"}}},
                   {"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"}],
                    "color":{"color-space":"srgb","components":{"red":"0xFF","green":"0x80","blue":"0x00","alpha":"0.500"}}}]}
        """#, to: "\(catalog)/Plain/Brand.colorset/Contents.json")
        try write(#"""
        {"colors":[{"idiom":"universal","color":{"color-space":"display-p3",
                      "components":{"red":"255","green":"0","blue":"51","alpha":"1.000"}}}]}
        """#, to: "\(catalog)/Accent.colorset/Contents.json")
        try write(#"""
        {"colors":[{"idiom":"universal","color":{"platform":"ios","reference":"systemTealColor"}}]}
        """#, to: "\(catalog)/Teal.colorset/Contents.json")
        try write(#"{"data":[{"idiom":"universal","filename":"config.json","universal-type-identifier":"public.json"}]}"#,
                  to: "\(catalog)/Config.dataset/Contents.json")
        try write(#"{"refresh":30}"#, to: "\(catalog)/Config.dataset/config.json")

        let folder: URL = self.folder
        try MainActor.assumeIsolated {
            try Self.png(width: 10, height: 6, color: .red).write(to: folder.appendingPathComponent("\(catalog)/logo.png"))
            try Self.png(width: 20, height: 12, color: .red).write(to: folder.appendingPathComponent("\(catalog)/logo@2x.png"))
            try Self.png(width: 10, height: 6, color: .black).write(to: folder.appendingPathComponent("\(catalog)/logo-dark.png"))
            try Self.png(width: 16, height: 16, color: .black).write(to: folder.appendingPathComponent("\(catalog)/Icons/star.imageset/star@2x.png"))
            try FileManager.default.moveItem(at: folder.appendingPathComponent("\(catalog)/logo.png"),
                                             to: folder.appendingPathComponent("\(catalog)/logo.imageset/logo.png"))
            try FileManager.default.moveItem(at: folder.appendingPathComponent("\(catalog)/logo@2x.png"),
                                             to: folder.appendingPathComponent("\(catalog)/logo.imageset/logo@2x.png"))
            try FileManager.default.moveItem(at: folder.appendingPathComponent("\(catalog)/logo-dark.png"),
                                             to: folder.appendingPathComponent("\(catalog)/logo.imageset/logo-dark.png"))
            let bundle = try XCTUnwrap(Bundle(path: folder.path))

            let logo = try XCTUnwrap(UIImage(named: "logo", in: bundle, compatibleWith: nil), "a catalog one folder down")
            XCTAssertEqual(logo.scale, 1, "the 1× file on a 1× screen")
            XCTAssertEqual(logo.size, CGSize(width: 10, height: 6))
            XCTAssertEqual(logo.renderingMode, .automatic)
            let star = try XCTUnwrap(UIImage(named: "Icons/star", in: bundle, compatibleWith: nil), "a namespaced group")
            XCTAssertEqual(star.scale, 2)
            XCTAssertEqual(star.size, CGSize(width: 8, height: 8))
            XCTAssertEqual(star.renderingMode, .alwaysTemplate, "the set asks for a template")
            XCTAssertNil(UIImage(named: "star", in: bundle, compatibleWith: nil), "the namespace is part of the name")
            XCTAssertNil(UIImage(named: "missing", in: bundle, compatibleWith: nil))

            let brand = try XCTUnwrap(UIColor(named: "Brand", in: bundle, compatibleWith: nil), "a group without a namespace")
            XCTAssertEqual(brand, UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
            XCTAssertEqual(brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)),
                           UIColor(red: 1, green: 128.0 / 255, blue: 0, alpha: 0.5), "the dark variant, from hex")
            XCTAssertEqual(UIColor(named: "Brand", in: bundle, compatibleWith: UITraitCollection(userInterfaceStyle: .dark)),
                           UIColor(red: 1, green: 128.0 / 255, blue: 0, alpha: 0.5))
            XCTAssertEqual(UIColor(named: "Accent", in: bundle, compatibleWith: nil), UIColor(red: 1, green: 0, blue: 0.2, alpha: 1),
                           "integer components are 0–255")
            XCTAssertEqual(UIColor(named: "Teal", in: bundle, compatibleWith: nil), .systemTeal)
            XCTAssertNil(UIColor(named: "logo", in: bundle, compatibleWith: nil), "an image set is not a colour")

            let config = try XCTUnwrap(NSDataAsset(name: "Config", bundle: bundle))
            XCTAssertEqual(String(decoding: config.data, as: UTF8.self), #"{"refresh":30}"#)
            XCTAssertEqual(config.typeIdentifier, "public.json")
            XCTAssertNil(NSDataAsset(name: "Nope", bundle: bundle))
        }
    }
}
